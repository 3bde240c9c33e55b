import { describe, expect, it } from 'vitest';
import {
  bucketTagPath,
  equipmentTagged,
  machineTagPath,
  machineTagUrl,
  parseScannedTag,
  tagKey,
} from './scanned-tag.ts';

describe('parseScannedTag', () => {
  it('reads a machine name, forgiving case and spaces', () => {
    expect(parseScannedTag('EX-204')).toEqual({
      shown: 'EX-204',
      key: 'ex-204',
      machineId: null,
      externalId: null,
    });
    expect(parseScannedTag('  ex 204\r\n')).toEqual({
      shown: 'ex 204',
      key: 'ex204',
      machineId: null,
      externalId: null,
    });
    expect(parseScannedTag('Zeta   9')?.key).toBe('zeta9');
  });

  it('reads a bare whole number as a machine id (and as a name or serial too)', () => {
    expect(parseScannedTag('101')).toEqual({ shown: '101', key: '101', machineId: 101, externalId: null });
  });

  it('reads an external id in any case', () => {
    expect(parseScannedTag('A0000000-0000-4000-8000-000000000001')).toEqual({
      shown: 'A0000000-0000-4000-8000-000000000001',
      key: 'a0000000-0000-4000-8000-000000000001',
      machineId: null,
      externalId: 'a0000000-0000-4000-8000-000000000001',
    });
  });

  it('reads a machine tag URL of this app, on any host', () => {
    expect(parseScannedTag('https://inspect.example.com/tag/machine/101')).toEqual({
      shown: '101',
      key: '101',
      machineId: 101,
      externalId: null,
    });
    expect(parseScannedTag('http://10.0.0.5:8080/tag/machine/EX%20204/')?.key).toBe('ex204');
    expect(parseScannedTag(machineTagUrl('https://h', 7))?.machineId).toBe(7);
  });

  it('reads a bucket tag URL as a serial, never as a machine id', () => {
    expect(parseScannedTag('https://h/tag/bucket/SN%20123')).toEqual({
      shown: 'SN 123',
      key: 'sn123',
      machineId: null,
      externalId: null,
    });
    expect(parseScannedTag('https://h/tag/bucket/42')?.machineId).toBeNull();
  });

  it('reads a bucket serial or part number with spaces and case', () => {
    expect(parseScannedTag('bkt-0042 a')?.key).toBe('bkt-0042a');
    expect(parseScannedTag('BKT-0042A')?.key).toBe('bkt-0042a');
    expect(parseScannedTag('P/N 1234-56')?.key).toBe('p/n1234-56');
  });

  it('names nothing for empty codes, control characters and web addresses of other systems', () => {
    expect(parseScannedTag('')).toBeNull();
    expect(parseScannedTag(' \u0000\u001d \n')).toBeNull();
    expect(parseScannedTag('https://cmms.example.com/asset/101')).toBeNull();
    expect(parseScannedTag('https://h/tag/machine/')).toBeNull();
    expect(parseScannedTag('https://h/tag/machine/%20')).toBeNull();
    expect(parseScannedTag('ftp://h/tag/machine/101')?.machineId).toBeNull();
    expect(parseScannedTag('https://h/tag/truck/101')).toBeNull();
    expect(parseScannedTag('https://h/tag/machine/%E0%A4%A')).toBeNull();
  });

  it('keeps a label printer’s field separator as one space', () => {
    expect(parseScannedTag('EX\u001d204')?.shown).toBe('EX 204');
  });

  it('keeps junk that is not a URL as text (the lookup finds nothing for it)', () => {
    expect(parseScannedTag('mailto:x@y')?.machineId).toBeNull();
    expect(parseScannedTag('1e5')?.machineId).toBeNull();
    expect(parseScannedTag('1234567890123456')?.machineId).toBeNull();
  });
});

describe('tagKey', () => {
  it('lowers case and removes every space', () => {
    expect(tagKey(' Spare Bucket\tA ')).toBe('sparebucketa');
  });
});

describe('the paths printed on tags', () => {
  it('read back as what they were printed for', () => {
    expect(parseScannedTag(`https://mine.example/tag/bucket/BKT 0042/A`)).toBeNull();
    const bucket = parseScannedTag(`https://mine.example${bucketTagPath(' BKT 0042/A ')}`);
    expect(bucket).toEqual({ shown: 'BKT 0042/A', key: 'bkt0042/a', machineId: null, externalId: null });
    expect(parseScannedTag(`http://10.0.0.5:8080${machineTagPath(204)}`)?.machineId).toBe(204);
  });
});

describe('equipmentTagged (a scan on the bucket screens)', () => {
  const spares = [
    { externalId: 'a0000000-0000-4000-8000-000000000001', serialNumber: 'BKT 0042-A', partNumber: 'PN-7781' },
    { externalId: 'a0000000-0000-4000-8000-000000000002', serialNumber: null, partNumber: 'PN-9000' },
    { externalId: 'a0000000-0000-4000-8000-000000000003', serialNumber: 'SN-3', partNumber: 'PN-9000' },
  ];
  const chosen = (raw: string) => {
    const match = equipmentTagged(raw, spares);
    return match.kind === 'one' ? match.equipment.externalId.slice(-1) : match;
  };

  it('finds a bucket by its serial (case and spaces forgiven), its tag URL or its external id', () => {
    expect(chosen('bkt0042-a')).toBe('1');
    expect(chosen('https://inspect.example/tag/bucket/SN-3')).toBe('3');
    expect(chosen('https://inspect.example/tag/bucket/a0000000-0000-4000-8000-000000000002')).toBe('2');
  });

  it('by a part number only one of them carries; a shared one asks the inspector to choose', () => {
    expect(chosen('PN-7781')).toBe('1');
    expect(chosen('pn-9000')).toEqual({ kind: 'several', shown: 'pn-9000', count: 2 });
  });

  it('nothing for a code naming none of them', () => {
    expect(chosen('EX-204')).toEqual({ kind: 'none', shown: 'EX-204' });
    expect(chosen('https://other.example/asset/1')).toEqual({
      kind: 'none',
      shown: 'https://other.example/asset/1',
    });
  });
});
