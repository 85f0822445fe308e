import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Pages the card processor returns the customer to. */
export function PaymentResult({ message }: { message: string }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Typography variant="h4" component="h1">
        {message}
      </Typography>
    </Box>
  );
}
