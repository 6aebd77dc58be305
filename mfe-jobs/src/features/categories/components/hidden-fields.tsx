import type { CategoryListing } from '@rdj/shared';

/**
 * Hidden inputs that carry the rest of the page's listing through a GET form, so submitting one list's form keeps
 * the other list as it is. A list of values is one input per value, as checkboxes send them;
 * defaults (empty text, page 1) are left out, as the page's own addresses leave them out.
 */
export function HiddenFields({ values }: { values: Record<string, string | number | readonly string[]> }) {
  const fields = Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).filter((v) => v !== '' && v !== 1).map((v) => [name, String(v)] as const),
  );
  return fields.map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />);
}

/**
 * A listing's salary floor, country and Shows pay as `HiddenFields` values (empty, so left out, when not set; USD
 * unsaid).
 */
export function payPlaceFields({ salary, from, pay }: CategoryListing): Record<string, string> {
  return {
    salary: salary ? String(salary.amount) : '',
    currency: salary && salary.currency !== 'USD' ? salary.currency : '',
    from: from ?? '',
    pay: pay ? '1' : '',
  };
}
