/** The SQLSTATE of a database error anywhere in an error's cause chain (pg and PGlite set `code`). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Class 22, "data exception": a value did not fit its column (too long, out of range,
 * invalid encoding). It always comes from input that validation let through, so it is
 * answered as invalid input, not as a server failure.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
