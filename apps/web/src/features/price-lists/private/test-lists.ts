/** Moved to src/test (pages of other features serve lists too); kept here for this feature's tests. */
export * from '../../../test/price-lists';
