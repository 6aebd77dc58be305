import type { LengthStatus } from '@rdj/shared';

const tone: Record<LengthStatus, string> = {
  'too short': 'admin-seo-counter-short',
  optimal: 'admin-seo-counter-optimal',
  'too long': 'admin-seo-counter-long',
};

/** `n/max · status`, e.g. `55/60 · optimal`; the field it counts points at it with aria-describedby. */
export function LengthCounter({ id, length, max, status }: { id: string; length: number; max: number; status: LengthStatus }) {
  return (
    <p id={id} className={`admin-seo-counter ${tone[status]}`}>
      {length}/{max} · {status}
    </p>
  );
}
