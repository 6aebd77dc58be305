import { companyLogoSize, companyPath, type AdminCompany } from '@rdj/shared';
import { useId, useState, type FormEvent } from 'react';
import { FlashMessage } from '../../../components/flash-message';
import { useFlash } from '../../../hooks/use-flash';
import { messageOf } from '@rdj/shared/client';
import { saveCompany } from '../api/companies';
import { useLogo } from '../hooks/use-logo';

interface CompanyEditorProps {
  company: AdminCompany;
  onChanged: (company: AdminCompany) => void;
  onClose: () => void;
}

/** One company's name, website and logo (docs/postings.md#companies); each change shows on its page at once. */
export function CompanyEditor({ company, onChanged, onClose }: CompanyEditorProps) {
  const id = useId();
  const [name, setName] = useState(company.name);
  const [website, setWebsite] = useState(company.website ?? '');
  const [saving, setSaving] = useState(false);
  const { flash, show } = useFlash();
  const logo = useLogo(company.slug, onChanged);
  const busy = logo.state.phase === 'uploading' || logo.state.phase === 'removing';

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveCompany(company.slug, { name, website });
      onChanged(saved);
      setName(saved.name);
      setWebsite(saved.website ?? '');
      show({ kind: 'success', text: 'Company saved' });
    } catch (error) {
      show({ kind: 'error', text: messageOf(error) }, true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Edit {company.name}</h3>
      <p className="muted">
        Page: <a href={companyPath(company.slug)}>{companyPath(company.slug)}</a>
      </p>
      <form className="stack" onSubmit={(event) => void save(event)}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} className="input" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            id={`${id}-website`}
            className="input"
            type="url"
            placeholder="https://example.com"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </div>
        <FlashMessage flash={flash} />
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
      <div className="field">
        <label htmlFor={`${id}-logo`}>Logo</label>
        {company.logoUrl && (
          <img src={company.logoUrl} width={companyLogoSize} height={companyLogoSize} alt={`${company.name} logo`} style={{ objectFit: 'contain' }} />
        )}
        <input
          id={`${id}-logo`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="input"
          disabled={busy}
          aria-describedby={`${id}-logo-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) logo.upload(file);
            event.target.value = '';
          }}
        />
        <p id={`${id}-logo-hint`} className="muted">
          PNG, JPEG, WebP or GIF, max 2MB; shown in a {companyLogoSize} x {companyLogoSize} px box
        </p>
        {logo.state.phase === 'uploading' && (
          <div role="status">
            <span>Uploading logo...</span>{' '}
            <progress max={100} value={logo.state.percent} aria-label="Upload">
              {logo.state.percent}%
            </progress>
          </div>
        )}
        {logo.state.phase === 'removing' && <p role="status">Removing logo...</p>}
        {logo.state.phase === 'done' && (
          <p role="status" className="alert alert-success">
            {logo.state.text}
          </p>
        )}
        {logo.state.phase === 'failed' && (
          <p role="alert" className="alert alert-error">
            {logo.state.message}
          </p>
        )}
        {company.logoUrl && (
          <div className="admin-actions">
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={logo.remove}>
              Remove logo
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
