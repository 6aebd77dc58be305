/** What the shell's public forms (the newsletter bar, /subscribe, the alerts' sign-up) share, so they send the same fields. */

/** The email field's attributes: the field the edge and the API read as `email`. */
export const emailField = {
  className: 'input',
  type: 'email',
  name: 'email',
  required: true,
  autoComplete: 'email',
  placeholder: 'you@example.com',
} as const;

/** A trap for bots that fill every field: people never see it and screen readers skip it. */
export function BotTrap({ id }: { id: string }) {
  return (
    <div className="shell-form-trap" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="botField" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
