import type { SearchEnginePings } from '@rdj/shared';
import { useResource } from '@rdj/shared/loading';
import { AdminTable } from '../../../components/admin-table';
import { LoadFailed } from '../../../components/load-failed';
import { fetchSearchEnginePings } from '../api/search-engine-pings';

const count = (n: number) => n.toLocaleString('en-US');
const notConfigured = 'Not configured: nothing is sent';
const engineNames = { google: 'Google', indexnow: 'IndexNow' } as const;
const failureColumns = ['Time (UTC)', 'Engine', 'Change', 'Why'];

/**
 * The dashboard's Search engines card (docs/search-engines.md#what-the-admin-sees): what the board told Google's
 * Indexing API (against its daily quota) and IndexNow today, and the changes it could not send today, with why.
 */
export function SearchEnginesCard() {
  const { state, reload } = useResource(fetchSearchEnginePings);
  return (
    <section className="card stack" aria-labelledby="admin-search-engines-heading">
      <h3 id="admin-search-engines-heading">Search engines</h3>
      {state.status === 'loading' && <p className="muted">Loading what the search engines were told...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' && <PingsSummary pings={state.data} />}
    </section>
  );
}

function PingsSummary({ pings }: { pings: SearchEnginePings }) {
  const { google, indexNow } = pings;
  const fields = [
    { name: 'Google Indexing API, today (UTC)', value: google.configured ? `${count(google.sent)} of ${count(google.quota)} requests` : notConfigured },
    { name: 'IndexNow, today (UTC)', value: indexNow.configured ? `${count(indexNow.sent)} URLs` : notConfigured },
    { name: 'Not sent today', value: count(pings.failed) },
  ];
  return (
    <>
      <dl className="admin-fields">
        {fields.map((field) => (
          <div key={field.name}>
            <dt>{field.name}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
      {pings.failures.length === 0 ? (
        <p className="muted">Every change was sent today</p>
      ) : (
        <AdminTable caption="Changes not sent today" columns={failureColumns}>
          {pings.failures.map((failure) => (
            <tr key={`${failure.at} ${failure.what}`}>
              <td>
                <time dateTime={failure.at}>{failure.at.slice(11, 16)}</time>
              </td>
              <td>{engineNames[failure.engine]}</td>
              <td>{failure.what}</td>
              <td>{failure.reason}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
