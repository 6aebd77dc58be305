import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';

const schemas = Object.entries(shared as Record<string, unknown>).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);
const notObjects = [null, [], [{}], 42, 0, 'text', '', true, false];

describe('every shared schema', () => {
  it('is found among the exports', () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['jobPostingInput', 'newsletterInput', 'alertInput']));
  });

  it.each(schemas)('%s answers any value that is not an object with issues, never by throwing', (_name, schema) => {
    for (const value of notObjects) expect(() => schema.safeParse(value)).not.toThrow();
  });

  it('refuses null as a job posting at the root, without running the rules across fields', () => {
    const result = shared.jobPostingInput.safeParse(null);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[]]);
  });
});
