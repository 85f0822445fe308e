import AirplaneTicket from '@mui/icons-material/AirplaneTicket';
import Settings from '@mui/icons-material/Settings';
import Stars from '@mui/icons-material/Stars';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  programas: <Stars />,
  'cias-aereas': <AirplaneTicket />,
  parametros: <Settings />,
};

/** The icons of the "Administração" entries, loaded apart: only administrators see them (decision 0042). */
export default function AdminMenuIcon({ route }: { route: string }) {
  return ICONS[route] ?? null;
}
