// Until routes/crud/index.ts imports records/input (merge of issue 64's branches).
export * from '../../records/input';
