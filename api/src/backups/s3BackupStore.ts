import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { backupNamePattern, type BackupStore } from './backupStore.ts';

export interface S3Settings {
  bucket: string;
  /** key prefix, e.g. "store/" */
  prefix: string;
  /** an S3-compatible server's URL (MinIO, R2, a local fake); unset: AWS itself */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Backups in an S3-compatible bucket. Credentials come from the settings or the SDK's usual chain. */
export function s3BackupStore(s: S3Settings): BackupStore {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    // S3-compatible servers other than AWS address buckets by path, not by host name
    forcePathStyle: Boolean(s.endpoint),
    // plain uploads: the SDK's default streams with aws-chunked checksum trailers, which not every
    // S3-compatible server understands (some store the framing as the object)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
  });
  const keyOf = (name: string) => {
    if (!backupNamePattern.test(name)) throw new Error('Not a backup file name.');
    return `${s.prefix}${name}`;
  };
  return {
    kind: 's3',
    where: `s3://${s.bucket}/${s.prefix}`,
    async put(name, localPath) {
      const size = (await stat(localPath)).size;
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: keyOf(name), Body: createReadStream(localPath), ContentLength: size, ContentType: 'application/gzip' }));
      await rm(localPath, { force: true });
      return size;
    },
    async list() {
      const out: { name: string; size: number; modifiedAt: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s.bucket, Prefix: s.prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          const name = (o.Key ?? '').slice(s.prefix.length);
          if (backupNamePattern.test(name)) out.push({ name, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out.sort((a, b) => b.name.localeCompare(a.name));
    },
    async read(name) {
      const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: keyOf(name) }));
      return res.Body as Readable;
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: keyOf(name) }));
    },
  };
}
