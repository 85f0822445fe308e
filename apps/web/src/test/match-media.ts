/** jsdom has no `matchMedia`: this one answers width queries for a screen `width` pixels wide. */
export function setScreenWidth(width: number): void {
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      if (min) return width >= Number(min[1]);
      if (max) return width <= Number(max[1]);
      return true;
    });
  window.matchMedia = (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
