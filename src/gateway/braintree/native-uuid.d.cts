declare function uuid(): string;
export = uuid;
