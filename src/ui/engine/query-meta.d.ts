import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** The local tables a query reads ('*' for all): a write to any of them invalidates it. */
    queryMeta: { tables?: readonly string[] };
  }
}
