// Until routes/crud/index.ts imports records/writer (merge of issue 64's branches).
export * from '../../records/writer';
