import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';

export function HomePage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Dashboards" />
      <Typography variant="h6" component="p">
        Bem vindo, {`${user.nome} ${user.sobrenome}`.trim()}
      </Typography>
    </>
  );
}
