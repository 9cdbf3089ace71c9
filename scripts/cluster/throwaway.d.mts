export interface ThrowawayPostgres { url: string; start(): string; stop(): string; remove(): void }
export function startThrowawayPostgres(port: number): ThrowawayPostgres;
export interface ThrowawayRedis { url: string; start(): Promise<void>; stop(): Promise<void> }
export function startThrowawayRedis(port: number): Promise<ThrowawayRedis>;
