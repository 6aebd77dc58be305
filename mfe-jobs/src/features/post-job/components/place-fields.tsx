import { countries, describeWorkFrom, postingGroups, regions, usStates, utcOffsetRange, utcOffsetText } from '@rdj/shared';
import { useHydrated } from '../../../hooks/use-hydrated';
import { FormField } from './form-field';
import { idOf, type FormParts } from './form-parts';

const offsets = Array.from({ length: utcOffsetRange.max - utcOffsetRange.min + 1 }, (_, i) => utcOffsetRange.min + i);

/**
 * Where the job can be done from (docs/postings.md#where-you-can-work-from): a multiple select of regions,
 * countries and US states (none is worldwide), which works as HTML, and an optional band of time zones. Once scripts run, a line
 * under the list says what is chosen, since a long list hides its choices.
 */
export function PlaceFields({ form, control, field }: FormParts) {
  const hint = idOf('workFrom-hint');
  const areas = form.values.workFrom.split(',').filter(Boolean);
  const hydrated = useHydrated();
  return (
    <fieldset className="jobs-post-group jobs-post-wide">
      <legend>{postingGroups.workFrom}</legend>
      <FormField {...field('workFrom')}>
        <p id={hint} className="muted jobs-post-hint">
          Leave it empty for worldwide. Hold Ctrl (⌘ on a Mac) to pick more than one.
        </p>
        <select
          {...control('workFrom', hint)}
          className="input jobs-post-places"
          multiple
          size={8}
          value={areas}
          onChange={(event) =>
            form.change(
              'workFrom',
              Array.from(event.target.selectedOptions, (option) => option.value).join(','),
            )
          }
        >
          <optgroup label="Regions">
            {regions.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Countries">
            {countries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </optgroup>
          {/* docs/postings.md#pay-transparency-laws: the laws are a state's, so a job may be open to one. */}
          <optgroup label="US states">
            {usStates.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </optgroup>
        </select>
        {hydrated && (
          <p className="jobs-post-hint" aria-live="polite" data-testid="work-from-chosen">
            Open to: {describeWorkFrom(areas)}
          </p>
        )}
      </FormField>
      <fieldset className="jobs-post-band">
        <legend>{postingGroups.timeZones}</legend>
        <div className="jobs-post-row">
          {(['tzMin', 'tzMax'] as const).map((name) => (
            <FormField key={name} {...field(name)}>
              <select {...control(name)}>
                <option value="">Any</option>
                {offsets.map((hours) => (
                  <option key={hours} value={String(hours)}>
                    {utcOffsetText(hours)}
                  </option>
                ))}
              </select>
            </FormField>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
