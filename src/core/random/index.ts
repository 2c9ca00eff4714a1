// The random area's front: only what other areas and the UI import, which is nothing yet (whatever draws from it imports seeded-random.ts directly).
export {};
