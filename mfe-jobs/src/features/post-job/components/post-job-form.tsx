import { inPlaceAttribute } from '@rdj/shared/islands';
import {
  descriptionRows,
  employerSizeBands,
  genderedTitleWarning,
  postingCategories,
  postingLabels,
  postingTypes,
  requirementsRows,
} from '@rdj/shared';
import type { FormState } from '@rdj/shared';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { usePostingForm, type PostingFieldName } from '../hooks/use-posting-form';
import { errorId, FormField, warningId } from './form-field';
import { idOf, type FormParts } from './form-parts';
import { PlaceFields } from './place-fields';
import { RunDaysField } from './run-days-field';
import { SalaryFields } from './salary-fields';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The post-a-job form (docs/pages.md#post-a-job): employers send a posting for review; a team member follows up.
 * Without JavaScript it posts to the edge, which answers with /thank-you or the page again with the messages
 * (docs/pages.md, forms). An island (`interaction`): hydrated on the first touch, it checks each field as the shared
 * schema does and sends the posting to the API. `sent` is what a refused posting or an edit link filled it with.
 */
export function PostJobForm({ sent }: { sent: FormState | null }) {
  const form = usePostingForm(() => window.location.assign('/thank-you'), sent);
  const formRef = useRef<HTMLFormElement>(null);
  const { adopt } = form;
  useEffect(() => {
    if (formRef.current) adopt(formRef.current);
    // Once, as the island hydrates: from then on the state leads.
  }, []);

  /** What every visible control shares: value, change handler, and the invalid state tied to its message. */
  const control: FormParts['control'] = (name: PostingFieldName, hint?: string) => {
    const error = form.errors[name];
    const describedBy = [hint, error ? errorId(idOf(name)) : undefined].filter(Boolean).join(' ');
    return {
      id: idOf(name),
      name,
      className: 'input',
      value: form.values[name],
      onChange: (event: ChangeEvent<Control>) => form.change(name, event.target.value),
      'aria-required': postingLabels[name].endsWith('*') || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const field = (name: PostingFieldName) => ({ id: idOf(name), label: postingLabels[name], error: form.errors[name] });
  const parts: FormParts = { form, control, field };
  // docs/postings.md#gendered-titles: a warning only, read with the title.
  const titleWarning = genderedTitleWarning(form.values.title, form.values.workFrom.split(',').filter(Boolean));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const invalid = await form.submit();
    if (invalid) document.getElementById(idOf(invalid))?.focus();
  }

  return (
    <form
      ref={formRef}
      className="card jobs-post-form"
      method="post"
      action="/post-job"
      onSubmit={onSubmit}
      {...{ [inPlaceAttribute]: '' }}
      noValidate
      aria-labelledby={idOf('heading')}
    >
      <h1 id={idOf('heading')} className="jobs-post-wide">
        Post a Design Job
      </h1>
      {form.values.editToken && <input type="hidden" name="editToken" value={form.values.editToken} />}
      <FormField {...field('title')} warning={titleWarning}>
        <input {...control('title', titleWarning ? warningId(idOf('title')) : undefined)} type="text" />
      </FormField>
      <FormField {...field('company')}>
        <input {...control('company')} type="text" autoComplete="organization" />
      </FormField>
      {/* docs/postings.md#pay-transparency-laws: the laws that reach a posting depend on the employer's size. */}
      <FormField {...field('employerSize')}>
        <select {...control('employerSize')}>
          <option value="">Choose…</option>
          {employerSizeBands.map((band) => (
            <option key={band.min} value={String(band.min)}>
              {band.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...field('type')}>
        <select {...control('type')}>
          {postingTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...field('category')}>
        <select {...control('category')}>
          {postingCategories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
      </FormField>
      <SalaryFields {...parts} />
      <PlaceFields {...parts} />
      <RunDaysField {...parts} />
      <FormField {...field('description')} wide>
        <textarea {...control('description')} rows={descriptionRows} />
      </FormField>
      <FormField {...field('requirements')} wide>
        <textarea {...control('requirements')} rows={requirementsRows} />
      </FormField>
      <FormField {...field('applicationUrl')}>
        <input {...control('applicationUrl')} type="url" inputMode="url" placeholder="https://" />
      </FormField>
      <FormField {...field('companyWebsite')}>
        <input {...control('companyWebsite')} type="url" inputMode="url" placeholder="https://" autoComplete="url" />
      </FormField>
      <FormField {...field('email')}>
        <input {...control('email')} type="email" autoComplete="email" />
      </FormField>
      {/* A trap for bots that fill every field: people never see it and screen readers skip it. */}
      <div className="jobs-post-trap" aria-hidden="true">
        <label htmlFor={idOf('bot-field')}>Leave this field empty</label>
        <input
          id={idOf('bot-field')}
          type="text"
          name="botField"
          tabIndex={-1}
          autoComplete="off"
          value={form.values.botField}
          onChange={(event) => form.change('botField', event.target.value)}
        />
      </div>
      {form.failure && (
        <div role="alert" className="alert alert-error jobs-post-wide">
          {form.failure}
        </div>
      )}
      <div className="jobs-post-wide">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? 'Submitting...' : 'Submit Job Posting'}
        </button>
      </div>
    </form>
  );
}
