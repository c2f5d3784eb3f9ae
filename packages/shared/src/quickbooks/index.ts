export * from './read.js';
export * from './names.js';
export * from './classify.js';
export * from './matches.js';
export * from './invoice-export.js';
