/** A trap for bots that fill every field: people never see it and screen readers skip it. */
export function BotTrap({ id }: { id: string }) {
  return (
    <div className="shell-newsletter-trap" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="botField" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
