/**
 * Reference exchange rates: value of 1 unit of each currency in BRL. They only fill an empty database
 * (there is no network for live rates); the admin keeps them current afterwards. Approximate market
 * closing values of the date below, rounded — not an official quotation.
 */
export const CAMBIO_REFERENCIA = {
  data: '2025-06-30',
  taxas: {
    USD: '5.460000',
    BRL: '1.000000',
    EUR: '6.400000',
    GBP: '7.490000',
    ARS: '0.004600',
    CLP: '0.005850',
    UYU: '0.136000',
    PYG: '0.000685',
    COP: '0.001340',
    PEN: '1.540000',
    BOB: '0.790000',
    MXN: '0.290000',
    CAD: '4.000000',
    AUD: '3.580000',
    NZD: '3.320000',
    JPY: '0.037800',
    CHF: '6.860000',
    CNY: '0.762000',
    AED: '1.487000',
    ZAR: '0.307000',
  },
} as const;

export type SiglaMoeda = keyof typeof CAMBIO_REFERENCIA.taxas;
