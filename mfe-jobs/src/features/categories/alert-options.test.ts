import * as shared from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { alertFrequencies, alertFrequencyLabels } from './alert-options';

describe('alert options', () => {
  it('are the shared frequencies and labels, copied so the page carries no schema', () => {
    expect(alertFrequencies).toEqual(shared.alertFrequencies);
    expect(alertFrequencyLabels).toEqual(shared.alertFrequencyLabels);
  });
});
