/** Fills `:name` segments of a path from the input and returns the rest. */
export function splitPathParams(path: string, input: Record<string, unknown>) {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}
