// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepChoices } from './kept-choices';

describe('choices made before an island hydrates', () => {
  it('are made again after hydration set the select back, with the change event a visitor’s choice fires', () => {
    const element = document.createElement('rdj-island');
    element.innerHTML = '<select name="type"><option value="" selected>Choose</option><option value="Contract">Contract</option></select><select name="same"><option selected>A</option><option>B</option></select>';
    const [type, same] = [...element.querySelectorAll('select')];
    type!.value = 'Contract';
    const changes: string[] = [];
    element.addEventListener('change', (event) => changes.push((event.target as HTMLSelectElement).name));
    const makeChoicesAgain = keepChoices(element);
    // What React does as it hydrates: the select shows the value it renders again.
    type!.value = '';
    makeChoicesAgain();
    expect(type!.value).toBe('Contract');
    expect(same!.value).toBe('A');
    expect(changes).toEqual(['type']);
  });
});
