import { maxImageBytes, type AdminCompany } from '@rdj/shared';
import { useState } from 'react';
import { messageOf } from '@rdj/shared/client';
import { removeLogo, uploadLogo } from '../api/companies';

type LogoPhase =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'removing' }
  | { phase: 'done'; text: string }
  | { phase: 'failed'; message: string };

/** docs/postings.md#companies: the same limit the server holds logos to, said before the bytes are sent. */
const logoTooLarge = 'Logos may be at most 2 MB';

/** A company's logo: upload (with its progress) or remove; `onChanged` gets the company as the server answered. */
export function useLogo(slug: string, onChanged: (company: AdminCompany) => void) {
  const [state, setState] = useState<LogoPhase>({ phase: 'idle' });

  async function run(work: () => Promise<AdminCompany>, done: string) {
    try {
      onChanged(await work());
      setState({ phase: 'done', text: done });
    } catch (error) {
      setState({ phase: 'failed', message: messageOf(error) });
    }
  }

  function upload(file: File) {
    if (file.size > maxImageBytes) return setState({ phase: 'failed', message: logoTooLarge });
    setState({ phase: 'uploading', percent: 0 });
    void run(
      () => uploadLogo(slug, file, (fraction) => setState({ phase: 'uploading', percent: Math.round(fraction * 100) })),
      'Logo saved',
    );
  }

  function remove() {
    setState({ phase: 'removing' });
    void run(() => removeLogo(slug), 'Logo removed');
  }

  return { state, upload, remove };
}
