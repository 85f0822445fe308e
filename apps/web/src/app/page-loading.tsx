import './page-loading.css';

/** While a page's chunk arrives; plain markup and CSS, so the entry holds no MUI. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <div className="page-loading__spinner" role="progressbar" aria-label="Carregando" />
    </div>
  );
}
