// The contact form's call: the write helper toasts the server's 'Message sent successfully!' or the failure.
import { type ContactBody, contactEndpoint } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { write } from '#web/lib/api.ts';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => write(contactEndpoint, { body }),
  });
}
