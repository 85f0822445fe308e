import type { EmailFila } from '@skyler/domain/emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** Every read of the outbox starts with `emails`: a "Reenviar" reloads the list. */
export const EMAILS_AREA = 'emails';
export const EMAILS_PATH = '/api/emails/';

/** POST /api/emails/{id}/reenviar/: the e-mail is due again now, its attempts from zero. */
export function useReenviarEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ detail: string; email: EmailFila }>(`${EMAILS_PATH}${id}/reenviar/`),
    onSuccess: () => client.invalidateQueries({ queryKey: [EMAILS_AREA] }),
  });
}
