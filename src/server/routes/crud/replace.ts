// Until routes/crud/index.ts imports records/replace (merge of issue 64's branches).
export * from '../../records/replace';
