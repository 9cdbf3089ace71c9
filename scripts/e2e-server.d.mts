export declare const e2ePort: () => number;
export declare const e2eOwner: { email: string; password: string };
export declare function e2eServerEnv(port?: number): Record<string, string>;
