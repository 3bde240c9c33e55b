import { describe, expect, it } from 'vitest';
import { errorSentence } from './errors.ts';

describe('errorSentence', () => {
  it("gives the server's sentence, with the first field it names, and nothing for a body that is not its JSON", () => {
    expect(errorSentence('{"error":"Someone else created this inspection first"}')).toBe(
      'Someone else created this inspection first',
    );
    expect(
      errorSentence(
        '{"error":"Invalid request body","issues":[{"path":"body.equipmentItems.0.manufacturerId","message":"Manufacturer not found"}]}',
      ),
    ).toBe('Invalid request body: body.equipmentItems.0.manufacturerId: Manufacturer not found');
    expect(errorSentence('<html>Bad gateway</html>')).toBeUndefined();
    expect(errorSentence('{"message":"other"}')).toBeUndefined();
  });
});
