// Names of the data that are codes (the inspection type 'AllTypes', a status 'NoAction') read as words on a screen:
// a capital after a small letter or a digit starts a new word.

// shell spec §2 Home (category types on a card): 'AllTypes' → 'All Types'; a name in words stays as it is
export function inWords(name: string): string {
  return name.replace(/(?<=[a-z0-9])(?=[A-Z])/g, ' ');
}
