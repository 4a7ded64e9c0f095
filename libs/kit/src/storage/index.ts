export * from "./types";
export * from "./config";
export { LocalObjectStorage, LOCAL_OBJECTS_PATH, type SignedMethod } from "./local-storage";
export { S3ObjectStorage, type S3Settings } from "./s3-storage";
export * from "./object-keys";
export * from "./upload-quota";
