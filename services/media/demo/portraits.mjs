/**
 * Draws the demo members' portraits as SVG with DiceBear's "Personas" (design: Draftbit, CC BY 4.0;
 * code: MIT), the set the design system's stories use. Its own process because DiceBear ships ES
 * modules only. stdin: JSON [{ seed, sex }]; stdout: JSON [{ avatar, figure }] (avatar on a coloured
 * ground, figure on a transparent one for the album photos).
 */
import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';

const GROUNDS = ['ffd2a6', 'ffc4d0', 'eddff3', 'ffebd4', 'dde2e8', 'ddf5e6'];
const HAIR = {
  0: ['long', 'bobCut', 'curly', 'pigtails', 'curlyBun', 'bobBangs', 'straightBun', 'extraLong', 'sideShave'],
  1: ['shortCombover', 'curlyHighTop', 'buzzcut', 'fade', 'balding', 'shortComboverChops', 'bald', 'cap', 'beanie'],
};

let input = '';
for await (const chunk of process.stdin) input += chunk;
const people = JSON.parse(input);
const drawn = people.map(({ seed, sex }) => {
  const look = { seed, hair: HAIR[sex === 0 ? 0 : 1], facialHairProbability: sex === 0 ? 0 : 30 };
  return {
    avatar: createAvatar(personas, { ...look, backgroundColor: GROUNDS, backgroundType: ['solid'] }).toString(),
    figure: createAvatar(personas, look).toString(),
  };
});
process.stdout.write(JSON.stringify(drawn));
