export declare const storeRemotes: { name: string; package: string; devPort: number }[];
export declare const remoteNames: string[];
export declare const remotePackages: string[];
