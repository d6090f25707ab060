declare function isIncognito(): Promise<{ isPrivate: boolean; browserName: string }>;
export = isIncognito;
