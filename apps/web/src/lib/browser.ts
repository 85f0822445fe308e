/** Whole-page navigations, kept in one object so tests can observe them (jsdom cannot navigate). */
export const browser = {
  replace(href: string): void {
    window.location.replace(href);
  },
  openInNewTab(href: string): void {
    window.open(href, '_blank', 'noopener');
  },
};
