import { describe, expect, it } from 'vitest';
import { BACKENDS, MISSING_POSTGRES } from './backends.ts';

describe('the backends of the server suite', () => {
  it('include PostgreSQL whenever TEST_DATABASE_URL is set, and CI always sets it', () => {
    const url = process.env.TEST_DATABASE_URL?.trim();
    if (process.env.CI) expect(url, MISSING_POSTGRES).toBeTruthy();
    expect(BACKENDS.map((backend) => backend.name)).toEqual(url ? ['pglite', 'postgres'] : ['pglite']);
  });
});
