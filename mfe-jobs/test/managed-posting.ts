import type { ManagePostingAnswer, ManagedPosting } from '@rdj/shared';

/** A manage link's token, as our mails carry it. */
export const manageToken = '0f8fad5b-d9cb-469f-a165-70867728950e.sig';

/** `GET /api/postings/manage?purpose=…&token=…` for an approved, open posting; override what the test is about. */
export function aManageAnswer(purpose: ManagePostingAnswer['purpose'], posting: Partial<ManagedPosting> = {}): ManagePostingAnswer {
  return {
    purpose,
    token: manageToken,
    posting: {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      title: 'Senior Brand Designer',
      company: 'Acme Studio',
      status: 'approved',
      open: true,
      createdAt: '2026-03-02T10:00:00.000Z',
      reviewedAt: '2026-03-03T10:00:00.000Z',
      expiresAt: '2026-04-02T10:00:00.000Z',
      closedAt: null,
      closedBy: null,
      runDays: 30,
      editPending: false,
      renewable: false,
      hiringConfirmedAt: null,
      confirmBy: null,
      ...posting,
    },
    form: purpose === 'manage' ? { title: 'Senior Brand Designer', company: 'Acme Studio', runDays: '30' } : null,
  };
}

/** The gateway path the loader asks for a link's posting. */
export const manageApiPath = (purpose: string, token = manageToken) => `/api/postings/manage?${new URLSearchParams({ purpose, token })}`;
