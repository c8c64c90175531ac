import { Spin } from 'antd';

/** What a lazily loaded screen shows while its code arrives. */
export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spin size="large" />
    </div>
  );
}
