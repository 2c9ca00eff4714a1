// The random area's front: the seeded generator the data and the scripted models draw from.
export * from './seeded-random.ts';
