/** "Don't have an account? Sign up": the line that switches between the auth modals. */
export function SwitchPrompt({
  text,
  action,
  onClick,
}: {
  text: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="text-center text-sm text-ink-300">
      {text}{' '}
      <button
        type="button"
        onClick={onClick}
        className="rounded font-semibold text-accent transition hover:text-accent-hover hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
