/** While a page's chunk arrives; plain markup, its CSS in index.html (decision 0059), so the entry holds no MUI. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <div className="page-loading__spinner" role="progressbar" aria-label="Carregando" />
    </div>
  );
}
