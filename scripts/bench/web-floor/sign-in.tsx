// The stack's floor for the sign-in screen: React and antd's form, nothing of ours.
import { Button, Checkbox, ConfigProvider, Form, Input } from 'antd';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider>
    <Form layout="vertical" onFinish={() => undefined}>
      <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={[{ required: true }]}>
        <Input.Password />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>Remember me</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Sign in
      </Button>
    </Form>
  </ConfigProvider>,
);
