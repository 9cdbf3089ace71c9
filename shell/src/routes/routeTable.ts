// The route table lives once in @store/shared (design §2); the shell's router reads it from there.
export { storeRoutes as routeTable, type StoreRoute as RemoteRoute } from '@store/shared';
