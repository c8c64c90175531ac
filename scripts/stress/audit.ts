import { spawnSync } from 'node:child_process';

export interface AuditResult {
  ok: boolean;
  /** high + critical advisories, when the registry answered. */
  highOrCritical?: number;
  counts?: Record<string, number>;
  /** The registry's refusal, word for word, when it did not answer. */
  refused?: string;
  /** Production dependencies as installed, the fallback when the audit could not run. */
  dependencies: string[];
}

/** `npm audit --omit=dev`; when the registry refuses, the refusal and the installed versions. */
export function runAudit(): AuditResult {
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  const listed = spawnSync('npm', ['ls', '--omit=dev', '--depth=0', '--json'], {
    encoding: 'utf8',
  });
  const tree = JSON.parse(listed.stdout || '{}') as {
    dependencies?: Record<string, { version: string }>;
  };
  const dependencies = Object.entries(tree.dependencies ?? {}).map(
    ([name, info]) => `${name}@${info.version}`,
  );
  try {
    const report = JSON.parse(audit.stdout) as {
      message?: string;
      metadata?: { vulnerabilities?: Record<string, number> };
      error?: { code?: string; summary?: string; detail?: string };
    };
    if (report.metadata?.vulnerabilities) {
      const counts = report.metadata.vulnerabilities;
      const highOrCritical = (counts.high ?? 0) + (counts.critical ?? 0);
      return { ok: highOrCritical === 0, highOrCritical, counts, dependencies };
    }
    const error = report.error;
    const npmSays = audit.stderr
      .split('\n')
      .filter((line) => line.startsWith('npm error') && !line.includes('complete log'))
      .join(' ');
    const refused = [report.message, error?.code, error?.summary, error?.detail, npmSays]
      .filter(Boolean)
      .join(' — ');
    return { ok: false, refused: refused || audit.stdout.trim(), dependencies };
  } catch {
    const refused = `${audit.stdout}${audit.stderr}`
      .split('\n')
      .filter((line) => line.trim() && !line.includes('Unknown user config'))
      .join(' ');
    return { ok: false, refused, dependencies };
  }
}
