import type { ProgramaTipo } from '../../schema/referencia.ts';

export type ProgramaSemId = { nome: string; tipo: ProgramaTipo; cia_aerea_iata: string | null };

/** Loyalty programmes a Brazilian agency works with; airline ones are linked by the airline's IATA code. */
export const PROGRAMAS: readonly ProgramaSemId[] = [
  { nome: 'Smiles', tipo: 'cia_aerea', cia_aerea_iata: 'G3' },
  { nome: 'LATAM Pass', tipo: 'cia_aerea', cia_aerea_iata: 'JJ' },
  { nome: 'TudoAzul', tipo: 'cia_aerea', cia_aerea_iata: 'AD' },
  { nome: 'TAP Miles&Go', tipo: 'cia_aerea', cia_aerea_iata: 'TP' },
  { nome: 'Livelo', tipo: 'banco', cia_aerea_iata: null },
  { nome: 'Esfera', tipo: 'banco', cia_aerea_iata: null },
  { nome: 'AAdvantage', tipo: 'cia_aerea', cia_aerea_iata: 'AA' },
  { nome: 'Iberia Plus', tipo: 'cia_aerea', cia_aerea_iata: 'IB' },
  { nome: 'Flying Blue', tipo: 'cia_aerea', cia_aerea_iata: 'AF' },
  { nome: 'MileagePlus', tipo: 'cia_aerea', cia_aerea_iata: 'UA' },
  { nome: 'SkyMiles', tipo: 'cia_aerea', cia_aerea_iata: 'DL' },
  { nome: 'Aeroplan', tipo: 'cia_aerea', cia_aerea_iata: 'AC' },
  { nome: 'ConnectMiles', tipo: 'cia_aerea', cia_aerea_iata: 'CM' },
  { nome: 'LifeMiles', tipo: 'cia_aerea', cia_aerea_iata: 'AV' },
  { nome: 'Privilege Club', tipo: 'cia_aerea', cia_aerea_iata: 'QR' },
  { nome: 'Skywards', tipo: 'cia_aerea', cia_aerea_iata: 'EK' },
  { nome: 'Miles&More', tipo: 'cia_aerea', cia_aerea_iata: 'LH' },
  { nome: 'Executive Club', tipo: 'cia_aerea', cia_aerea_iata: 'BA' },
  { nome: 'Atmos Rewards', tipo: 'cia_aerea', cia_aerea_iata: 'AS' },
  { nome: 'KrisFlyer', tipo: 'cia_aerea', cia_aerea_iata: 'SQ' },
];
